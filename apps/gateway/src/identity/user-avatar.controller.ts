import { Controller, Get, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ERROR_KEYS, ORG_RPC, type AvatarFile } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { AnyMember } from '../access/access.decorators';
import { metaOf } from '../common/meta';
import { RPC } from '../common/tokens';

const ID = /^[1-9][0-9]{0,9}$/;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);

/** Avatars of the signed-in user's colleagues (org answers only within the same company). */
@ApiTags('profile')
@ApiBearerAuth()
@AnyMember()
@Controller('users')
export class UserAvatarController {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Get(':id/avatar')
  @ApiOperation({ summary: 'A user’s avatar image (same company only)' })
  @ApiParam({ name: 'id', type: Number })
  @ApiProduces('image/jpeg', 'image/png')
  @ApiResponse({ status: 200, description: 'The image bytes' })
  @ApiResponse({ status: 404, description: 'not_found: no such user in the company, or no avatar' })
  async avatar(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (!ID.test(id) || Number(id) > 2_147_483_647) throw new NotFoundException({ error: ERROR_KEYS.notFound });
    const file = await this.rpc.send<AvatarFile | null>('org', ORG_RPC.getAvatar, { user_id: Number(id) }, metaOf(req));
    if (!file || !IMAGE_TYPES.has(file.mime) || typeof file.content_base64 !== 'string') throw new NotFoundException({ error: ERROR_KEYS.notFound });
    const bytes = Buffer.from(file.content_base64, 'base64');
    res.setHeader('Content-Type', file.mime);
    res.setHeader('Content-Length', String(bytes.length));
    res.setHeader('Cache-Control', 'private, max-age=300');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.status(200).end(bytes);
  }
}
