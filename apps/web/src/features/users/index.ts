// What other features may use of users: names and pickers of the company's users.
export { UserName, UserSelect, useUserDirectory } from './userDirectory';
