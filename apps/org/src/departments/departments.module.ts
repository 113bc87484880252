import { Module } from '@nestjs/common';
import { AbsenceGuardsModule } from '../absence-guards/absence-guards.module';
import { UserRecordsModule } from '../user-records/user-records.module';
import { DepartmentsRepository } from './departments.repository';
import { DepartmentsConsumer } from './departments.consumer';
import { CreateDepartmentUseCase } from './usecases/create-department/create-department.usecase';
import { DeleteDepartmentUseCase } from './usecases/delete-department/delete-department.usecase';
import { ListDepartmentsUseCase } from './usecases/list-departments/list-departments.usecase';
import { UpdateDepartmentUseCase } from './usecases/update-department/update-department.usecase';

/** Departments: list, create, rename or re-manage, delete. */
@Module({
  imports: [UserRecordsModule, AbsenceGuardsModule],
  controllers: [DepartmentsConsumer],
  providers: [DepartmentsRepository, ListDepartmentsUseCase, CreateDepartmentUseCase, UpdateDepartmentUseCase, DeleteDepartmentUseCase],
  exports: [DepartmentsRepository],
})
export class DepartmentsModule {}
