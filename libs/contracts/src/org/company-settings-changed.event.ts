import { eventMessage } from '../common/message';
import type { CompanySettings } from './company-settings';

/** Published on every change and when a company is created, so copies (auth's security rules, presence) stay current. */
export interface CompanySettingsChangedEvent {
  company_id: number;
  settings: CompanySettings;
  /** The "company 1" special reports flag, which sessions carry for the route guards. */
  special_reports: boolean;
}

export const COMPANY_SETTINGS_CHANGED = eventMessage<CompanySettingsChangedEvent>()('org.company.settings-changed.v1');
