import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ABSENCE_TYPES, PERSONAL_DAY_REASONS, PRESENCE_TYPES, ROLES } from '@presently/contracts';
import { AnyMember } from '../access/access.decorators';

/** The fixed catalogues of the spec (roles, presence types with colours and order, absence types). */
@ApiTags('catalogues')
@ApiBearerAuth()
@AnyMember()
@Controller('catalogues')
export class CataloguesController {
  @Get()
  @ApiOperation({ summary: 'Roles, presence types (id, name, colour, order), absence types and personal-day reasons' })
  list() {
    return {
      data: {
        roles: ROLES,
        presence_types: PRESENCE_TYPES,
        absence_types: ABSENCE_TYPES,
        personal_day_reasons: PERSONAL_DAY_REASONS,
      },
    };
  }
}
