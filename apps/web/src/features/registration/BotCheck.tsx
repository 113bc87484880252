import { Alert, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAltcha } from './loadAltcha';

/** Where the widget gets its proof-of-work challenge (ALTCHA JSON, inside the API's `{ data }`). */
export const BOT_CHECK_CHALLENGE_URL = '/api/bot-check/challenge';

type BotCheckState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';

interface StateChangeDetail {
  state?: BotCheckState;
  payload?: string;
}

/**
 * The widget asks for the challenge with this instead of `fetch`: the gateway wraps every answer in
 * `{ data }`, the widget wants the bare challenge.
 */
export async function fetchChallenge(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) return response;
  const body = (await response.json()) as unknown;
  const challenge = typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown }).data : body;
  return new Response(JSON.stringify(challenge), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

interface BotCheckProps {
  /** The payload (set by antd's Form.Item). */
  value?: string;
  /** The payload once solved; undefined again when it expires or fails. */
  onChange?: (payload: string | undefined) => void;
}

/**
 * The ALTCHA bot check (a proof of work solved in the browser, no third party). The `altcha`
 * package defines the `<altcha-widget>` element; it is loaded on demand, so only /register pays for
 * it. The solved payload is what `POST /api/register` takes as `bot_check`.
 */
export function BotCheck({ onChange }: BotCheckProps) {
  const { t, i18n } = useTranslation('registration');
  const [loaded, setLoaded] = useState(() => typeof customElements !== 'undefined' && customElements.get('altcha-widget') !== undefined);
  const [loadFailed, setLoadFailed] = useState(false);
  const [state, setState] = useState<BotCheckState>('unverified');
  const widget = useRef<HTMLElement>(null);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;

  useEffect(() => {
    if (loaded) return undefined;
    let active = true;
    loadAltcha()
      .then(() => active && setLoaded(true))
      .catch(() => active && setLoadFailed(true));
    return () => {
      active = false;
    };
  }, [loaded]);

  useEffect(() => {
    const element = widget.current;
    if (!element) return undefined;
    Object.assign(element, { customfetch: fetchChallenge });
    const onStateChange = (event: Event) => {
      const { state: next, payload } = ((event as CustomEvent<StateChangeDetail>).detail ?? {}) as StateChangeDetail;
      if (!next) return;
      setState(next);
      latestOnChange.current?.(next === 'verified' && payload ? payload : undefined);
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, [loaded]);

  const strings = useMemo(
    () =>
      JSON.stringify({
        label: t('botCheck.label'),
        verified: t('botCheck.verified'),
        verifying: t('botCheck.verifying'),
        verificationRequired: t('botCheck.required'),
        waitAlert: t('botCheck.wait'),
        error: t('botCheck.error'),
        expired: t('botCheck.expired'),
        loading: t('botCheck.loading'),
        reload: t('botCheck.reload'),
        ariaLinkLabel: t('botCheck.about'),
        footer: t('botCheck.footer'),
      }),
    // i18n.language: the strings follow the language switcher.
    [t, i18n.language],
  );

  if (loadFailed) return <Alert type="error" showIcon message={t('botCheck.loadFailed')} />;
  return (
    <div className="bot-check" data-testid="bot-check" data-state={state}>
      {loaded ? (
        <altcha-widget ref={widget} challengeurl={BOT_CHECK_CHALLENGE_URL} strings={strings} hidefooter />
      ) : (
        <Spin size="small" aria-label={t('botCheck.loading')} />
      )}
    </div>
  );
}
