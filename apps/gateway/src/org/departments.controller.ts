import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CREATE_DEPARTMENT, DELETE_DEPARTMENT, LIST_DEPARTMENTS, Paths, UPDATE_DEPARTMENT } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { metaOf } from '../common/meta';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { RPC_CLIENT } from '../common/tokens';
import { data } from '../common/envelope';
import { AdminRoute, IdRoute, Invalid, PAGE_INVALID } from '../common/api-docs.decorators';
import { DepartmentDto, PageQueryDto } from './org.dtos';

/** The departments screen (roles 2, 4, 5 and 6 refused). */
@ApiTags('departments')
@AdminRoute('roles 2, 4, 5, 6 and 8')
@Screen(Paths.departments)
@Controller('departments')
export class DepartmentsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'A page of the company’s departments with manager and member count' })
  @ApiOkResponse({ description: '{ data: { items: Department[], total, page, per_page } }' })
  @Invalid(`${PAGE_INVALID} }`)
  async list(@Query() query: PageQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_DEPARTMENTS, query, metaOf(req)));
  }

  @Post()
  @ApiOperation({ summary: 'Add a department' })
  @ApiCreatedResponse({ description: '{ data: Department }' })
  @Invalid('{ name: ["field_required"], manager_user_id: ["field_required"] }')
  async create(@Body() form: DepartmentDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(CREATE_DEPARTMENT, form, metaOf(req)));
  }

  @Put(':id')
  @IdRoute('department')
  @ApiOperation({ summary: 'Rename a department or change its manager (fields left out stay; a new manager only once the old one’s pending approvals are settled)' })
  @ApiOkResponse({ description: '{ data: Department }' })
  @Invalid('{ name: ["max_255_characters"] }')
  async update(@Param('id', ParseIdPipe) id: number, @Body() form: DepartmentDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(UPDATE_DEPARTMENT, { ...form, department_id: id }, metaOf(req)));
  }

  @Delete(':id')
  @IdRoute('department')
  @ApiOperation({ summary: 'Delete a department (not the Default one)' })
  async remove(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(DELETE_DEPARTMENT, { department_id: id }, metaOf(req)));
  }
}
