import { PartialType } from '@nestjs/swagger';
import type { Team } from '@presently/contracts';
import type { DepartmentForm, TeamForm } from '../org-admin.requests';
import { IdField, IdListField, QueryId, QueryOption, TextField } from '../../validation/field.decorators';
import { PageQueryDto } from './page-query.dto';

/** A new department; who may manage it is org's rule. */
export class DepartmentDto implements DepartmentForm {
  @TextField({ required: true, example: 'Sales' }) name?: string;
  @IdField({ required: true, nullable: true, description: 'The department manager: a user of the company' }) manager_user_id?: number | null;
}

/** PUT /api/departments/{id}: the fields sent change, the others stay. */
export class UpdateDepartmentDto extends PartialType(DepartmentDto) {}

/** A new team; who may lead it and who may be a member is org's rule. */
export class TeamDto implements TeamForm {
  @TextField({ required: true, example: 'Field sales' }) name?: string;
  @IdField({ nullable: true }) department_id?: number | null;
  @IdField({ required: true, nullable: true, description: 'The team lead: a user of the company' }) team_lead_user_id?: number | null;
  @IdListField({ description: 'The members (user ids); the whole list when sent' }) member_ids?: number[];
}

/** PUT /api/teams/{id}: the fields sent change, the others stay. */
export class UpdateTeamDto extends PartialType(TeamDto) {}

export const TEAM_KINDS: ReadonlyArray<Team['kind']> = ['default', 'deactivated', 'regular'];

export class TeamsQueryDto extends PageQueryDto {
  @QueryId('Only the teams of this department') department_id?: number;
  @QueryOption(TEAM_KINDS) kind?: Team['kind'];
}
