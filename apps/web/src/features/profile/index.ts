// What other features may use of the profile: the country list it offers.
export { useGetCountriesQuery } from './profileApi';
