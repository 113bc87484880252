import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ORG_ADMIN_RPC, Paths, type Department, type Page, type PageQuery } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { definedFields } from '../common/defined-fields';
import { metaOf } from '../common/meta';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { RPC_CLIENT } from '../common/tokens';
import { data } from '../identity/envelope';
import { AdminRoute, IdRoute, Invalid, PAGE_INVALID } from './api-docs';
import { PageQueryDto } from './dto/page-query.dto';
import { DepartmentDto, UpdateDepartmentDto } from './dto/structure.dto';
import type { DepartmentForm, UpdateDepartmentRequest } from './org-admin.requests';

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
  async list(@Query() query: PageQueryDto, @Req() req: Request) {
    const payload: PageQuery = definedFields(query);
    return data(await this.rpc.send<Page<Department>>('org', ORG_ADMIN_RPC.listDepartments, payload, metaOf(req)));
  }

  @Post()
  @ApiOperation({ summary: 'Add a department' })
  @ApiCreatedResponse({ description: '{ data: Department }' })
  @Invalid('{ name: ["field_required"], manager_user_id: ["field_required"] }')
  async create(@Body() dto: DepartmentDto, @Req() req: Request) {
    const payload: DepartmentForm = definedFields(dto);
    return data(await this.rpc.send<Department>('org', ORG_ADMIN_RPC.createDepartment, payload, metaOf(req)));
  }

  @Put(':id')
  @IdRoute('department')
  @ApiOperation({ summary: 'Rename a department or change its manager (fields left out stay; a new manager only once the old one’s pending approvals are settled)' })
  @ApiOkResponse({ description: '{ data: Department }' })
  @Invalid('{ name: ["max_255_characters"] }')
  async update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateDepartmentDto, @Req() req: Request) {
    const payload: UpdateDepartmentRequest = { ...definedFields(dto), department_id: id };
    return data(await this.rpc.send<Department>('org', ORG_ADMIN_RPC.updateDepartment, payload, metaOf(req)));
  }

  @Delete(':id')
  @IdRoute('department')
  @ApiOperation({ summary: 'Delete a department (not the Default one)' })
  async remove(@Param('id', ParseIdPipe) id: number, @Req() req: Request) {
    return data(await this.rpc.send<unknown>('org', ORG_ADMIN_RPC.deleteDepartment, { department_id: id }, metaOf(req)));
  }
}
