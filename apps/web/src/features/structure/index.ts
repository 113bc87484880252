// What other features may use of the company structure: its departments and teams.
export { useListDepartmentsQuery, useListTeamsQuery } from './structureApi';
export { structureName, useStructureName, type StructureEntry } from './builtInNames';
