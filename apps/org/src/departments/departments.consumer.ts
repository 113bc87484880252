import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CREATE_DEPARTMENT,
  DELETE_DEPARTMENT,
  type Department,
  LIST_DEPARTMENTS,
  type MessageEnvelope,
  type Page,
  UPDATE_DEPARTMENT,
} from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { CreateDepartmentUseCase } from './usecases/create-department/create-department.usecase';
import { DeleteDepartmentUseCase } from './usecases/delete-department/delete-department.usecase';
import { ListDepartmentsUseCase } from './usecases/list-departments/list-departments.usecase';
import { UpdateDepartmentUseCase } from './usecases/update-department/update-department.usecase';

@Controller()
export class DepartmentsConsumer {
  constructor(
    private readonly listDepartments: ListDepartmentsUseCase,
    private readonly createDepartment: CreateDepartmentUseCase,
    private readonly updateDepartment: UpdateDepartmentUseCase,
    private readonly deleteDepartment: DeleteDepartmentUseCase,
  ) {}

  @MessagePattern(LIST_DEPARTMENTS.pattern)
  list(@Payload() envelope: MessageEnvelope): Promise<Page<Department>> {
    return this.listDepartments.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(CREATE_DEPARTMENT.pattern)
  create(@Payload() envelope: MessageEnvelope): Promise<Department> {
    return this.createDepartment.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(UPDATE_DEPARTMENT.pattern)
  update(@Payload() envelope: MessageEnvelope): Promise<Department> {
    return this.updateDepartment.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(DELETE_DEPARTMENT.pattern)
  remove(@Payload() envelope: MessageEnvelope): Promise<{ deleted: true }> {
    return this.deleteDepartment.execute(requireActor(envelope.meta), envelope.payload);
  }
}
