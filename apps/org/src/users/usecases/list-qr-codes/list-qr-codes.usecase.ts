import { Injectable } from '@nestjs/common';
import type { Actor } from '@presently/contracts';
import { FieldChecker, throwIfInvalid } from '@presently/validation';
import { optionalId } from '../../../common/domain/fields';
import { UsersRepository } from '../../users.repository';

export interface UserQrCode {
  id: number;
  full_name: string;
  qr_code: string;
}

/**
 * The QR codes of the company's active users, by name, for a printable sheet: the whole list at
 * once (optionally one department or team), since a sheet is printed whole.
 */
@Injectable()
export class ListQrCodesUseCase {
  constructor(private readonly users: UsersRepository) {}

  async execute(actor: Actor, payload: unknown): Promise<UserQrCode[]> {
    const c = new FieldChecker(payload);
    const departmentId = optionalId(c, 'department_id', true) ?? null;
    const teamId = optionalId(c, 'team_id', true) ?? null;
    throwIfInvalid(c);
    const rows = await this.users.listForQrSheet(actor.companyId, { departmentId, teamId });
    return rows.map((u) => ({ id: u.id, full_name: u.fullName, qr_code: u.qrCode }));
  }
}
