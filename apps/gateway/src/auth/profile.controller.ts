import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Req, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { contractDto } from '../validation/contract-dto';
import { CHANGE_PASSWORD, ORG_RPC, Paths, type Country, type NamedItem, type Profile, type SetAvatarRequest, SUBMIT_SURVEY, SurveyRequest } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { actorOfRequest, authOf, metaOf } from '../common/meta';
import { RPC_CLIENT } from '../common/tokens';
import { AvatarUploadInterceptor, avatarOf, AVATAR_FIELD } from './avatar-upload.interceptor';
import { PasswordChangeDto } from './auth.dtos';
import { data } from '../common/envelope';

/** The nine-question survey: org's contract schema. */
export class SurveyDto extends contractDto(SurveyRequest) {}

/** The my-profile screen: own profile, its lists, password change, avatar and the survey. */
@ApiTags('profile')
@ApiBearerAuth()
@ApiResponse({ status: 401, description: 'unauthenticated' })
@ApiResponse({ status: 403, description: 'terms_not_accepted, password_change_required, password_expired or forbidden' })
@Screen(Paths.myProfile)
@Controller()
export class ProfileController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('profile')
  @ApiOperation({ summary: 'The signed-in user’s profile' })
  async profile(@Req() req: FastifyRequest) {
    return data(await this.rpc.send<Profile>('org', ORG_RPC.profile, {}, metaOf(req)));
  }

  @Get('profile-religions')
  @ApiOperation({ summary: 'Religions to choose from in the profile' })
  async religions(@Req() req: FastifyRequest) {
    return data(await this.rpc.send<NamedItem[]>('org', ORG_RPC.religions, {}, metaOf(req)));
  }

  @Get('profile-nationalities')
  @ApiOperation({ summary: 'Nationalities to choose from in the profile' })
  async nationalities(@Req() req: FastifyRequest) {
    return data(await this.rpc.send<NamedItem[]>('org', ORG_RPC.nationalities, {}, metaOf(req)));
  }

  @Get('profile-countries')
  @ApiOperation({ summary: 'Countries (ISO code and name in the user’s language)' })
  async countries(@Req() req: FastifyRequest) {
    return data(await this.rpc.send<Country[]>('org', ORG_RPC.countries, {}, metaOf(req)));
  }

  private changePassword(dto: PasswordChangeDto, req: FastifyRequest) {
    const payload = { old_password: dto.old_password, password: dto.password, password_confirmation: dto.password_confirmation, session_id: authOf(req).sid };
    return this.rpc.call(CHANGE_PASSWORD, payload, metaOf(req));
  }

  @Post('profile/updateUserPassword')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Change the password from the profile (other sessions of the account end)' })
  @ApiResponse({ status: 422, description: '{ errors: { old_password: ["wrong_old_password"], password: [policy keys], … } }' })
  async updateUserPassword(@Body() dto: PasswordChangeDto, @Req() req: FastifyRequest) {
    return data(await this.changePassword(dto, req));
  }

  @Post('password/change')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Change the password from the change-password modal (same as profile/updateUserPassword)' })
  @ApiResponse({ status: 422, description: '{ errors: { old_password: ["wrong_old_password"], password: [policy keys], … } }' })
  async changePasswordFromModal(@Body() dto: PasswordChangeDto, @Req() req: FastifyRequest) {
    return data(await this.changePassword(dto, req));
  }

  @Post('avatar/upload')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(AvatarUploadInterceptor)
  @ApiOperation({ summary: 'Upload an avatar (JPEG or PNG, at most 1 MB)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: [AVATAR_FIELD], properties: { [AVATAR_FIELD]: { type: 'string', format: 'binary' } } } })
  @ApiResponse({ status: 422, description: '{ errors: { avatar: ["file_required" | "file_too_large_1mb" | "file_must_be_image"] } }' })
  async uploadAvatar(@Req() req: FastifyRequest) {
    const file = avatarOf(req);
    const payload: SetAvatarRequest = { content_base64: file.buffer.toString('base64') };
    return data(await this.rpc.send<unknown>('org', ORG_RPC.setAvatar, payload, metaOf(req)));
  }

  @Post('submit-survey')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Submit the nine-question survey (as the signed-in user, whatever user_id and role_id say)' })
  @ApiOkResponse({ description: '{ data }' })
  @ApiResponse({ status: 422, description: '{ errors: { first_answer: ["field_required"], sixth_answer: ["invalid_option"], … } }' })
  async submitSurvey(@Body() dto: SurveyDto, @Req() req: FastifyRequest) {
    const actor = actorOfRequest(req);
    const payload = {
      user_id: actor.userId,
      role_id: actor.roleId,
      first_answer: dto.first_answer,
      second_answer: dto.second_answer,
      third_answer: dto.third_answer,
      fourth_answer: dto.fourth_answer,
      fifth_answer: dto.fifth_answer,
      sixth_answer: dto.sixth_answer,
      seventh_answer: dto.seventh_answer,
      eighth_answer: dto.eighth_answer,
      ninth_answer: dto.ninth_answer,
    };
    return data(await this.rpc.call(SUBMIT_SURVEY, payload, metaOf(req)));
  }
}
