import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GET_COMPANY_LOGO } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { AnyMember } from '../access/access.decorators';
import { LOGO_TYPES, sendImage } from '../common/images';
import { metaOf } from '../common/meta';
import { RPC_CLIENT } from '../common/tokens';

/** The signed-in user's company logo, for every member (the shell shows it). */
@ApiTags('company')
@ApiBearerAuth()
@AnyMember()
@Controller('company-logo')
export class CompanyLogoController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'The logo of the signed-in user’s company' })
  @ApiProduces('image/jpeg', 'image/png', 'image/webp', 'image/gif')
  @ApiResponse({ status: 200, description: 'The image bytes' })
  @ApiResponse({ status: 401, description: 'unauthenticated' })
  @ApiResponse({ status: 404, description: 'not_found: the company has no logo' })
  async logo(@Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    sendImage(res, await this.rpc.call(GET_COMPANY_LOGO, {}, metaOf(req)), LOGO_TYPES);
  }
}
