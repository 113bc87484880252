// What other features may use of nationalities and religions: the company's two lists.
export { useListNationalitiesReligionsQuery } from './nationalitiesReligionsApi';
