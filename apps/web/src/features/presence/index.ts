// What other features may use of presence: who is in the actor's scope and which team filters they get.
export { teamFiltersFor, useScopedUsers } from './teamScope';
