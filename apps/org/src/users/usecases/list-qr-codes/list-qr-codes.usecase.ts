import { Injectable } from '@nestjs/common';
import { type Actor, ListQrCodesRequest, type UserQrCode } from '@presently/contracts';
import { optionalId } from '@presently/validation';
import { readFields } from '@presently/validation';
import { UsersRepository } from '../../../user-records/users.repository';

/**
 * The QR codes of the company's active users, by name, for a printable sheet: the whole list at
 * once (optionally one department or team), since a sheet is printed whole.
 */
@Injectable()
export class ListQrCodesUseCase {
  constructor(private readonly users: UsersRepository) {}

  async execute(actor: Actor, payload: unknown): Promise<UserQrCode[]> {
    const { departmentId, teamId } = readFields(ListQrCodesRequest, payload, (c) => ({
      departmentId: optionalId(c, 'department_id', { digits: true }) ?? null,
      teamId: optionalId(c, 'team_id', { digits: true }) ?? null,
    }));
    const rows = await this.users.listForQrSheet(actor.companyId, { departmentId, teamId });
    return rows.map((u) => ({ id: u.id, full_name: u.fullName, qr_code: u.qrCode }));
  }
}
