import { Module } from '@nestjs/common';
import { AbsenceGuardsModule } from '../absence-guards/absence-guards.module';
import { OrgDataModule } from '../org-data.module';
import { DepartmentsConsumer } from './departments.consumer';
import { CreateDepartmentUseCase } from './usecases/create-department/create-department.usecase';
import { DeleteDepartmentUseCase } from './usecases/delete-department/delete-department.usecase';
import { ListDepartmentsUseCase } from './usecases/list-departments/list-departments.usecase';
import { UpdateDepartmentUseCase } from './usecases/update-department/update-department.usecase';

/** Departments: list, create, rename or re-manage, delete. */
@Module({
  imports: [OrgDataModule, AbsenceGuardsModule],
  controllers: [DepartmentsConsumer],
  providers: [ListDepartmentsUseCase, CreateDepartmentUseCase, UpdateDepartmentUseCase, DeleteDepartmentUseCase],
})
export class DepartmentsModule {}
