import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PRESENCE_TYPES } from '@presently/contracts';
import { AnyMember } from '../access/access.decorators';

/** The presence type catalogue of spec section 3 (also part of GET /api/catalogues). */
@ApiTags('catalogues')
@ApiBearerAuth()
@AnyMember()
@Controller('presence-types')
export class PresenceTypesController {
  private readonly body = { data: PRESENCE_TYPES };

  @Get()
  @ApiOperation({ summary: 'Presence types 1–26: id, key, name, colour and display order' })
  @ApiOkResponse({ description: '{ data: PresenceTypeDef[] }' })
  list() {
    return this.body;
  }
}
