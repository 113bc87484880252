/** The fixed teams every company has (spec: "Default team … exists; a Deactivated team exists"). */
export const DEFAULT_TEAM_NAME = 'Default';
export const DEACTIVATED_TEAM_NAME = 'Deactivated';
