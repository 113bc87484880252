import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { GetAvatarUseCase } from './usecases/get-avatar/get-avatar.usecase';
import { GetProfileUseCase } from './usecases/get-profile/get-profile.usecase';
import { GetUserInfoUseCase } from './usecases/get-user-info/get-user-info.usecase';
import { SetAvatarUseCase } from './usecases/set-avatar/set-avatar.usecase';
import { UsersConsumer } from './users.consumer';
import { UsersRepository } from './users.repository';

/** People: user info, profile, avatar. */
@Module({
  imports: [CompaniesModule],
  controllers: [UsersConsumer],
  providers: [UsersRepository, GetUserInfoUseCase, GetProfileUseCase, SetAvatarUseCase, GetAvatarUseCase],
  exports: [UsersRepository],
})
export class UsersModule {}
