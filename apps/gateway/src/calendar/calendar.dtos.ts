import { CreateCalendarFeedRequest, MyCalendarQuery, TeamCalendarQuery } from '@presently/contracts';
import { contractDto } from '../validation/contract-dto';

export class MyCalendarQueryDto extends contractDto(MyCalendarQuery) {}
export class TeamCalendarQueryDto extends contractDto(TeamCalendarQuery) {}
export class CreateCalendarFeedDto extends contractDto(CreateCalendarFeedRequest) {}
