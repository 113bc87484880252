/** The fixed department every company has (spec: "Default team and department named Default exist"). */
export const DEFAULT_DEPARTMENT_NAME = 'Default';
