import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { COPY_HOLIDAYS, CREATE_HOLIDAY, DELETE_HOLIDAY, LIST_HOLIDAYS, Paths, PREVIEW_OFFICIAL_HOLIDAYS, SAVE_OFFICIAL_HOLIDAYS, UPDATE_HOLIDAY } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { metaOf } from '../common/meta';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { RPC_CLIENT } from '../common/tokens';
import { data } from '../common/envelope';
import { AdminRoute, IdRoute, Invalid, PAGE_INVALID } from '../common/api-docs.decorators';
import { CopyHolidaysDto, DeleteHolidayQueryDto, HolidayDto, HolidaysQueryDto, OfficialHolidaysQueryDto, SaveOfficialHolidaysDto } from './org.dtos';

/** The holidays screen (roles 2, 4, 5 and 6 refused). */
@ApiTags('holidays')
@AdminRoute('roles 2, 4, 5, 6 and 8')
@Screen(Paths.holidays)
@Controller('holidays')
export class HolidaysController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'A page of the company’s holidays of a year (the current one when left out), by type' })
  @ApiOkResponse({ description: '{ data: { items: Holiday[], total, page, per_page } }' })
  @Invalid(`${PAGE_INVALID}, year: ["invalid_option"], type: ["invalid_option"] }`)
  async list(@Query() query: HolidaysQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_HOLIDAYS, query, metaOf(req)));
  }

  @Post()
  @ApiOperation({ summary: 'Add a holiday (for all citizens, or for a nationality or religion)' })
  @ApiCreatedResponse({ description: '{ data: Holiday }' })
  @Invalid('{ date: ["date_invalid"], description: ["field_required"], type: ["invalid_option"] }')
  async create(@Body() form: HolidayDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(CREATE_HOLIDAY, form, metaOf(req)));
  }

  @Post('copy-year')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Copy the holidays of a year into the next year (those already there are kept)' })
  @ApiOkResponse({ description: '{ data: { from_year, to_year, copied } }' })
  @Invalid('{ year: ["field_required"] }')
  async copyYear(@Body() form: CopyHolidaysDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(COPY_HOLIDAYS, form, metaOf(req)));
  }

  @Get('official')
  @ApiOperation({ summary: 'Preview the official holidays of North Macedonia (MK) or Bulgaria (BG) for a year, as the labour law gives them (days moved from a weekend included), matched to the company’s nationalities and religions' })
  @ApiOkResponse({ description: '{ data: { items: OfficialHoliday[] } }' })
  @Invalid('{ country: ["field_required"], year: ["field_required"] }')
  async previewOfficial(@Query() query: OfficialHolidaysQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(PREVIEW_OFFICIAL_HOLIDAYS, query, metaOf(req)));
  }

  @Post('official')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Save the official holidays of a country and year (those the company has are kept; saving again adds nothing)' })
  @ApiOkResponse({ description: '{ data: { country, year, saved, existing, skipped } }' })
  @Invalid('{ country: ["invalid_option"], year: ["field_required"] }')
  async saveOfficial(@Body() form: SaveOfficialHolidaysDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(SAVE_OFFICIAL_HOLIDAYS, form, metaOf(req)));
  }

  @Put(':id')
  @IdRoute('holiday')
  @ApiOperation({ summary: 'Change a holiday, sent whole' })
  @ApiOkResponse({ description: '{ data: Holiday }' })
  @Invalid('{ date: ["date_invalid"], description: ["no_changes_to_save"] }')
  async update(@Param('id', ParseIdPipe) id: number, @Body() form: HolidayDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(UPDATE_HOLIDAY, { ...form, holiday_id: id }, metaOf(req)));
  }

  @Delete(':id')
  @IdRoute('holiday')
  @ApiOperation({ summary: 'Delete a holiday; when users have rest days on it, only with ?confirm=true' })
  @ApiResponse({ status: 409, description: 'org asks for confirmation: users have rest days on the date' })
  @Invalid('{ confirm: ["invalid_option"] }')
  async remove(@Param('id', ParseIdPipe) id: number, @Query() query: DeleteHolidayQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(DELETE_HOLIDAY, { ...query, holiday_id: id }, metaOf(req)));
  }
}
