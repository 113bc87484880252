import { BooleanField, TextField } from '../../validation/field.decorators';

/** A gate, to add or to change: the name always, active when it changes (org's default for a new gate: true). */
export class GateDto {
  @TextField({ required: true, example: 'Main entrance' }) name?: string;
  @BooleanField({ description: 'Whether the gate takes scans' }) active?: boolean;
}

export class DeviceDto {
  @TextField({ required: true, example: 'Tablet at the door' }) name?: string;
}
