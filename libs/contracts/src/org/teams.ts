import { z } from 'zod';
import { idField, idListField, queryId, queryOption, textField } from '../common/fields';
import { rpcMessage } from '../common/message';
import { type Page, pageQueryFields } from '../common/page';
import { queryRequest, rowId } from '../common/request-fields';

/** default and deactivated: the company's two fixed teams (one of each); regular: the rest. */
export const TEAM_KINDS = ['default', 'deactivated', 'regular'] as const;
export type TeamKind = (typeof TEAM_KINDS)[number];

export interface Team {
  id: number;
  name: string;
  department_id: number | null;
  team_lead_user_id: number | null;
  kind: TeamKind;
  member_ids: number[];
  /** Names of the lead and the members: team leads may not list users, yet see who is in their team. */
  people: Array<{ id: number; full_name: string }>;
  /** The department's name (and whether it is the built-in Default one): team leads may not list departments. */
  department: { id: number; name: string; is_default: boolean } | null;
}

/** A page of the company's teams with department, lead and members, filtered by department or kind. */
export const ListTeamsRequest = queryRequest({
  ...pageQueryFields,
  department_id: queryId().meta({ description: 'Only the teams of this department' }),
  kind: queryOption(TEAM_KINDS),
});
export type ListTeamsRequest = z.input<typeof ListTeamsRequest>;

export const LIST_TEAMS = rpcMessage<Page<Team>>()('org.teams.list', ListTeamsRequest);

/**
 * A team form: a new one needs a name and a lead, an update changes the fields sent. `member_ids` is
 * the whole team when sent. Who may lead and who may be a member is org's rule.
 */
export const TeamForm = z.object({
  name: textField().meta({ example: 'Field sales' }),
  department_id: idField(),
  team_lead_user_id: idField().meta({ description: 'The team lead: a user of the company' }),
  member_ids: idListField().meta({ description: 'The members (user ids); the whole list when sent' }),
});
export type TeamForm = z.input<typeof TeamForm>;

export const CREATE_TEAM = rpcMessage<Team>()('org.teams.create', TeamForm);

/** `{ team_id }`: a team of the actor's company. */
export const TeamRequest = z.object({ team_id: rowId() });
export type TeamRequest = z.input<typeof TeamRequest>;

export const UpdateTeamRequest = TeamForm.extend(TeamRequest.shape);
export type UpdateTeamRequest = z.input<typeof UpdateTeamRequest>;

export const UPDATE_TEAM = rpcMessage<Team>()('org.teams.update', UpdateTeamRequest);


/** Deletes a team without members (never the Default or Deactivated team). */
export const DELETE_TEAM = rpcMessage<{ deleted: true }>()('org.teams.delete', TeamRequest);
