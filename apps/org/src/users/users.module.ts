import { Module } from '@nestjs/common';
import { AbsenceGuardsModule } from '../absence-guards/absence-guards.module';
import { CompaniesModule } from '../companies/companies.module';
import { DepartmentsModule } from '../departments/departments.module';
import { NationalitiesReligionsModule } from '../nationalities-religions/nationalities-religions.module';
import { TeamsModule } from '../teams/teams.module';
import { UserRecordsModule } from '../user-records/user-records.module';
import { WorkRulesModule } from '../work-rules/work-rules.module';
import { ChangeUserStatusUseCase } from './usecases/change-user-status/change-user-status.usecase';
import { RegenerateQrCodeUseCase } from './usecases/regenerate-qr-code/regenerate-qr-code.usecase';
import { CreateUserUseCase } from './usecases/create-user/create-user.usecase';
import { GetAvatarUseCase } from './usecases/get-avatar/get-avatar.usecase';
import { GetProfileUseCase } from './usecases/get-profile/get-profile.usecase';
import { GetUserUseCase } from './usecases/get-user/get-user.usecase';
import { GetUserInfoUseCase } from './usecases/get-user-info/get-user-info.usecase';
import { GetWorkSettingsUseCase } from './usecases/get-work-settings/get-work-settings.usecase';
import { ListQrCodesUseCase } from './usecases/list-qr-codes/list-qr-codes.usecase';
import { ListUsersUseCase } from './usecases/list-users/list-users.usecase';
import { SetAvatarUseCase } from './usecases/set-avatar/set-avatar.usecase';
import { UpdateUserUseCase } from './usecases/update-user/update-user.usecase';
import { UpdateWorkSettingsUseCase } from './usecases/update-work-settings/update-work-settings.usecase';
import { UserReferencesChecker } from './user-references.checker';
import { UsersConsumer } from './users.consumer';

/** People: user info, profile, avatar; administration of users, their status, QR codes and work settings. */
@Module({
  imports: [UserRecordsModule, CompaniesModule, WorkRulesModule, DepartmentsModule, TeamsModule, NationalitiesReligionsModule, AbsenceGuardsModule],
  controllers: [UsersConsumer],
  providers: [
    UserReferencesChecker,
    GetUserInfoUseCase,
    GetProfileUseCase,
    SetAvatarUseCase,
    GetAvatarUseCase,
    ListUsersUseCase,
    GetUserUseCase,
    CreateUserUseCase,
    UpdateUserUseCase,
    ChangeUserStatusUseCase,
    RegenerateQrCodeUseCase,
    ListQrCodesUseCase,
    GetWorkSettingsUseCase,
    UpdateWorkSettingsUseCase,
  ],
})
export class UsersModule {}
