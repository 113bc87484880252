import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type Department, type MessageEnvelope, ORG_ADMIN_RPC, type Page } from '@presently/contracts';
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

  @MessagePattern(ORG_ADMIN_RPC.listDepartments)
  list(@Payload() envelope: MessageEnvelope): Promise<Page<Department>> {
    return this.listDepartments.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(ORG_ADMIN_RPC.createDepartment)
  create(@Payload() envelope: MessageEnvelope): Promise<Department> {
    return this.createDepartment.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(ORG_ADMIN_RPC.updateDepartment)
  update(@Payload() envelope: MessageEnvelope): Promise<Department> {
    return this.updateDepartment.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(ORG_ADMIN_RPC.deleteDepartment)
  remove(@Payload() envelope: MessageEnvelope): Promise<{ deleted: true }> {
    return this.deleteDepartment.execute(requireActor(envelope.meta), envelope.payload);
  }
}
