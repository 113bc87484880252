import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Injectable, Post, Put, Req, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ORG_ADMIN_RPC, Paths, type CompanyDetails } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { definedFields } from '../common/defined-fields';
import { ImageUploadInterceptor, uploadedImageOf } from '../common/images';
import { metaOf } from '../common/meta';
import { RPC_CLIENT } from '../common/tokens';
import { data } from '../identity/envelope';
import { AdminRoute, Invalid } from './api-docs';
import { CompanyDetailsDto } from './dto/company.dto';
import type { CompanyDetailsForm, SetCompanyLogoRequest } from './org-admin.requests';

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
  async get(@Req() req: Request) {
    return data(await this.rpc.send<CompanyDetails>('org', ORG_ADMIN_RPC.getCompanyDetails, {}, metaOf(req)));
  }

  @Put()
  @ApiOperation({ summary: 'Change the company’s details, sent whole (language and time zone only when sent)' })
  @ApiOkResponse({ description: '{ data: CompanyDetails after the change }' })
  @Invalid('{ name: ["field_required"], country: ["invalid_option"], general_manager_user_id: ["invalid_option"] }')
  async update(@Body() dto: CompanyDetailsDto, @Req() req: Request) {
    const payload: CompanyDetailsForm = definedFields(dto);
    return data(await this.rpc.send<CompanyDetails>('org', ORG_ADMIN_RPC.updateCompanyDetails, payload, metaOf(req)));
  }

  @Post('logo')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(LogoUploadInterceptor)
  @ApiOperation({ summary: 'Upload the company logo (an image: JPEG, PNG, WebP or GIF; at most 1 MB)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: [LOGO_FIELD], properties: { [LOGO_FIELD]: { type: 'string', format: 'binary' } } } })
  @Invalid('{ logo: ["file_required" | "file_too_large_1mb" | "file_must_be_image"] }')
  async uploadLogo(@Req() req: Request) {
    const payload: SetCompanyLogoRequest = { content_base64: uploadedImageOf(req, LOGO_FIELD).buffer.toString('base64') };
    return data(await this.rpc.send<unknown>('org', ORG_ADMIN_RPC.setCompanyLogo, payload, metaOf(req)));
  }
}
