import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ImageUploadInterceptor, uploadedImageOf, type UploadedFile } from '../common/images';

export const AVATAR_FIELD = 'avatar';

/** The uploaded avatar, once the interceptor has parsed the form: found, of at most 1 MB. */
export const avatarOf = (req: FastifyRequest): UploadedFile => uploadedImageOf(req, AVATAR_FIELD);

/** The avatar form: one image in the `avatar` field (see ImageUploadInterceptor). */
@Injectable()
export class AvatarUploadInterceptor extends ImageUploadInterceptor {
  constructor() {
    super(AVATAR_FIELD);
  }
}
