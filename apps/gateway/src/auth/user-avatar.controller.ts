import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ORG_RPC, type AvatarFile } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { AnyMember } from '../access/access.decorators';
import { AVATAR_TYPES, sendImage } from '../common/images';
import { metaOf } from '../common/meta';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { RPC_CLIENT } from '../common/tokens';

/** Avatars of the signed-in user's colleagues (org answers only within the same company). */
@ApiTags('profile')
@ApiBearerAuth()
@AnyMember()
@Controller('users')
export class UserAvatarController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get(':id/avatar')
  @ApiOperation({ summary: 'A user’s avatar image (same company only)' })
  @ApiParam({ name: 'id', type: Number })
  @ApiProduces('image/jpeg', 'image/png')
  @ApiResponse({ status: 200, description: 'The image bytes' })
  @ApiResponse({ status: 404, description: 'not_found: no such user in the company, or no avatar' })
  async avatar(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    sendImage(res, await this.rpc.send<AvatarFile | null>('org', ORG_RPC.getAvatar, { user_id: id }, metaOf(req)), AVATAR_TYPES);
  }
}
