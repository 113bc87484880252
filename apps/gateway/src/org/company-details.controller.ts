import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Injectable, Post, Put, Req, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { GET_COMPANY_DETAILS, Paths, SET_COMPANY_LOGO, UPDATE_COMPANY_DETAILS } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { ImageUploadInterceptor, uploadedImageOf } from '../common/images';
import { metaOf } from '../common/meta';
import { RPC_CLIENT } from '../common/tokens';
import { data } from '../common/envelope';
import { AdminRoute, Invalid } from '../common/api-docs.decorators';
import { CompanyDetailsDto } from './org.dtos';

export const LOGO_FIELD = 'logo';

/** The logo form: one image in the `logo` field, at most 1 MB. */
@Injectable()
export class LogoUploadInterceptor extends ImageUploadInterceptor {
  constructor() {
    super(LOGO_FIELD);
  }
}

/** The company details screen (role 1 only). */
@ApiTags('company')
@AdminRoute('roles other than 1')
@Screen(Paths.companyDetails)
@Controller('company-details')
export class CompanyDetailsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'The company’s details: name, address, city, country, tax number, logo, general manager' })
  @ApiOkResponse({ description: '{ data: CompanyDetails }' })
  async get(@Req() req: FastifyRequest) {
    return data(await this.rpc.call(GET_COMPANY_DETAILS, {}, metaOf(req)));
  }

  @Put()
  @ApiOperation({ summary: 'Change the company’s details, sent whole (language and time zone only when sent)' })
  @ApiOkResponse({ description: '{ data: CompanyDetails after the change }' })
  @Invalid('{ name: ["field_required"], country: ["invalid_option"], general_manager_user_id: ["invalid_option"] }')
  async update(@Body() form: CompanyDetailsDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(UPDATE_COMPANY_DETAILS, form, metaOf(req)));
  }

  @Post('logo')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(LogoUploadInterceptor)
  @ApiOperation({ summary: 'Upload the company logo (an image: JPEG, PNG, WebP or GIF; at most 1 MB)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: [LOGO_FIELD], properties: { [LOGO_FIELD]: { type: 'string', format: 'binary' } } } })
  @Invalid('{ logo: ["file_required" | "file_too_large_1mb" | "file_must_be_image"] }')
  async uploadLogo(@Req() req: FastifyRequest) {
    const content_base64 = uploadedImageOf(req, LOGO_FIELD).buffer.toString('base64');
    return data(await this.rpc.call(SET_COMPANY_LOGO, { content_base64 }, metaOf(req)));
  }
}
