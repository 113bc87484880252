import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ORG_ADMIN_RPC, Paths, type NamedItem, type Page, type PageQuery } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { definedFields } from '../common/defined-fields';
import { metaOf } from '../common/meta';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { RPC_CLIENT } from '../common/tokens';
import { data } from '../identity/envelope';
import { AdminRoute, IdRoute, Invalid, PAGE_INVALID } from './api-docs';
import { NamedItemDto } from './dto/lists.dto';
import { PageQueryDto } from './dto/page-query.dto';
import type { IdRequest, SaveNamedItemRequest } from './org-admin.requests';

const NAME_INVALID = '{ name: ["field_required" | "max_255_characters" | "name_taken"] }';

/** The nationality and religion screen: nationalities (roles 2, 4, 5 and 6 refused). */
@ApiTags('nationalities and religions')
@AdminRoute('roles 2, 4, 5, 6 and 8')
@Screen(Paths.nationalityReligion)
@Controller('nationalities')
export class NationalitiesController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'A page of the company’s nationalities' })
  @ApiOkResponse({ description: '{ data: { items: NamedItem[], total, page, per_page } }' })
  @Invalid(`${PAGE_INVALID} }`)
  async list(@Query() query: PageQueryDto, @Req() req: Request) {
    const payload: PageQuery = definedFields(query);
    return data(await this.rpc.send<Page<NamedItem>>('org', ORG_ADMIN_RPC.listNationalities, payload, metaOf(req)));
  }

  @Post()
  @ApiOperation({ summary: 'Add a nationality' })
  @ApiCreatedResponse({ description: '{ data: NamedItem }' })
  @Invalid(NAME_INVALID)
  async create(@Body() dto: NamedItemDto, @Req() req: Request) {
    const payload: SaveNamedItemRequest = definedFields(dto);
    return data(await this.rpc.send<NamedItem>('org', ORG_ADMIN_RPC.saveNationality, payload, metaOf(req)));
  }

  @Put(':id')
  @IdRoute('nationality')
  @ApiOperation({ summary: 'Rename a nationality' })
  @ApiOkResponse({ description: '{ data: NamedItem }' })
  @Invalid(NAME_INVALID)
  async update(@Param('id', ParseIdPipe) id: number, @Body() dto: NamedItemDto, @Req() req: Request) {
    const payload: SaveNamedItemRequest = { ...definedFields(dto), id };
    return data(await this.rpc.send<NamedItem>('org', ORG_ADMIN_RPC.saveNationality, payload, metaOf(req)));
  }

  @Delete(':id')
  @IdRoute('nationality')
  @ApiOperation({ summary: 'Delete a nationality' })
  async remove(@Param('id', ParseIdPipe) id: number, @Req() req: Request) {
    const payload: IdRequest = { id };
    return data(await this.rpc.send<unknown>('org', ORG_ADMIN_RPC.deleteNationality, payload, metaOf(req)));
  }
}

/** The nationality and religion screen: religions (roles 2, 4, 5 and 6 refused). */
@ApiTags('nationalities and religions')
@AdminRoute('roles 2, 4, 5, 6 and 8')
@Screen(Paths.nationalityReligion)
@Controller('religions')
export class ReligionsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'A page of the company’s religions' })
  @ApiOkResponse({ description: '{ data: { items: NamedItem[], total, page, per_page } }' })
  @Invalid(`${PAGE_INVALID} }`)
  async list(@Query() query: PageQueryDto, @Req() req: Request) {
    const payload: PageQuery = definedFields(query);
    return data(await this.rpc.send<Page<NamedItem>>('org', ORG_ADMIN_RPC.listReligions, payload, metaOf(req)));
  }

  @Post()
  @ApiOperation({ summary: 'Add a religion' })
  @ApiCreatedResponse({ description: '{ data: NamedItem }' })
  @Invalid(NAME_INVALID)
  async create(@Body() dto: NamedItemDto, @Req() req: Request) {
    const payload: SaveNamedItemRequest = definedFields(dto);
    return data(await this.rpc.send<NamedItem>('org', ORG_ADMIN_RPC.saveReligion, payload, metaOf(req)));
  }

  @Put(':id')
  @IdRoute('religion')
  @ApiOperation({ summary: 'Rename a religion' })
  @ApiOkResponse({ description: '{ data: NamedItem }' })
  @Invalid(NAME_INVALID)
  async update(@Param('id', ParseIdPipe) id: number, @Body() dto: NamedItemDto, @Req() req: Request) {
    const payload: SaveNamedItemRequest = { ...definedFields(dto), id };
    return data(await this.rpc.send<NamedItem>('org', ORG_ADMIN_RPC.saveReligion, payload, metaOf(req)));
  }

  @Delete(':id')
  @IdRoute('religion')
  @ApiOperation({ summary: 'Delete a religion' })
  async remove(@Param('id', ParseIdPipe) id: number, @Req() req: Request) {
    const payload: IdRequest = { id };
    return data(await this.rpc.send<unknown>('org', ORG_ADMIN_RPC.deleteReligion, payload, metaOf(req)));
  }
}
