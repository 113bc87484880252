import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  DELETE_NATIONALITY,
  DELETE_RELIGION,
  LIST_NATIONALITIES_PAGE,
  LIST_RELIGIONS_PAGE,
  Paths,
  SAVE_NATIONALITY,
  SAVE_RELIGION,
} from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { metaOf } from '../common/meta';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { RPC_CLIENT } from '../common/tokens';
import { data } from '../common/envelope';
import { AdminRoute, IdRoute, Invalid, PAGE_INVALID } from '../common/api-docs.decorators';
import { NationalityReligionDto, PageQueryDto } from './org.dtos';

const NAME_INVALID = '{ name: ["field_required" | "max_255_characters" | "name_taken"] }';

/** The nationalities-religions screen: nationalities (roles 2, 4, 5 and 6 refused). */
@ApiTags('nationalities and religions')
@AdminRoute('roles 2, 4, 5, 6 and 8')
@Screen(Paths.nationalitiesReligions)
@Controller('nationalities')
export class NationalitiesController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'A page of the company’s nationalities' })
  @ApiOkResponse({ description: '{ data: { items: NamedItem[], total, page, per_page } }' })
  @Invalid(`${PAGE_INVALID} }`)
  async list(@Query() query: PageQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_NATIONALITIES_PAGE, query, metaOf(req)));
  }

  @Post()
  @ApiOperation({ summary: 'Add a nationality' })
  @ApiCreatedResponse({ description: '{ data: NamedItem }' })
  @Invalid(NAME_INVALID)
  async create(@Body() form: NationalityReligionDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(SAVE_NATIONALITY, form, metaOf(req)));
  }

  @Put(':id')
  @IdRoute('nationality')
  @ApiOperation({ summary: 'Rename a nationality' })
  @ApiOkResponse({ description: '{ data: NamedItem }' })
  @Invalid(NAME_INVALID)
  async update(@Param('id', ParseIdPipe) id: number, @Body() form: NationalityReligionDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(SAVE_NATIONALITY, { ...form, id }, metaOf(req)));
  }

  @Delete(':id')
  @IdRoute('nationality')
  @ApiOperation({ summary: 'Delete a nationality' })
  async remove(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(DELETE_NATIONALITY, { id }, metaOf(req)));
  }
}

/** The nationalities-religions screen: religions (roles 2, 4, 5 and 6 refused). */
@ApiTags('nationalities and religions')
@AdminRoute('roles 2, 4, 5, 6 and 8')
@Screen(Paths.nationalitiesReligions)
@Controller('religions')
export class ReligionsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'A page of the company’s religions' })
  @ApiOkResponse({ description: '{ data: { items: NamedItem[], total, page, per_page } }' })
  @Invalid(`${PAGE_INVALID} }`)
  async list(@Query() query: PageQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_RELIGIONS_PAGE, query, metaOf(req)));
  }

  @Post()
  @ApiOperation({ summary: 'Add a religion' })
  @ApiCreatedResponse({ description: '{ data: NamedItem }' })
  @Invalid(NAME_INVALID)
  async create(@Body() form: NationalityReligionDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(SAVE_RELIGION, form, metaOf(req)));
  }

  @Put(':id')
  @IdRoute('religion')
  @ApiOperation({ summary: 'Rename a religion' })
  @ApiOkResponse({ description: '{ data: NamedItem }' })
  @Invalid(NAME_INVALID)
  async update(@Param('id', ParseIdPipe) id: number, @Body() form: NationalityReligionDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(SAVE_RELIGION, { ...form, id }, metaOf(req)));
  }

  @Delete(':id')
  @IdRoute('religion')
  @ApiOperation({ summary: 'Delete a religion' })
  async remove(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(DELETE_RELIGION, { id }, metaOf(req)));
  }
}
