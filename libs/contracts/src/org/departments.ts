import { z } from 'zod';
import { idField, textField } from '../common/fields';
import { rpcMessage } from '../common/message';
import { type Page, PageQueryRequest } from '../common/page';
import { rowId } from '../common/request-fields';

export interface Department {
  id: number;
  name: string;
  manager_user_id: number | null;
  is_default: boolean;
  member_count: number;
}

/** A page of the company's departments, with manager and member count. */
export const LIST_DEPARTMENTS = rpcMessage<Page<Department>>()('org.departments.list', PageQueryRequest);

/** A department form: a new one needs both fields, an update changes those sent; who may manage it is org's rule. */
export const DepartmentForm = z.object({
  name: textField().meta({ example: 'Sales' }),
  manager_user_id: idField().meta({ description: 'The department manager: a user of the company' }),
});
export type DepartmentForm = z.input<typeof DepartmentForm>;

export const CREATE_DEPARTMENT = rpcMessage<Department>()('org.departments.create', DepartmentForm);

/** `{ department_id }`: a department of the actor's company. */
export const DepartmentRequest = z.object({ department_id: rowId() });
export type DepartmentRequest = z.input<typeof DepartmentRequest>;

export const UpdateDepartmentRequest = DepartmentForm.extend(DepartmentRequest.shape);
export type UpdateDepartmentRequest = z.input<typeof UpdateDepartmentRequest>;

/** Renames a department or gives it another manager (once the old one's pending approvals are settled). */
export const UPDATE_DEPARTMENT = rpcMessage<Department>()('org.departments.update', UpdateDepartmentRequest);

/** Deletes a department without people or teams (never the Default one). */
export const DELETE_DEPARTMENT = rpcMessage<{ deleted: true }>()('org.departments.delete', DepartmentRequest);
