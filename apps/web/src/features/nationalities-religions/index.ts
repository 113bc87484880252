// What other features may use of nationalities and religions: the company's two lists and how an entry reads.
export { useCatalogueName, type CatalogueEntry } from './catalogueNames';
export { useListNationalitiesReligionsQuery } from './nationalitiesReligionsApi';
