import { z } from 'zod';
import { dateField, queryInt, requiredEmail, textField } from '@presently/contracts';
import { contractDto, openApiNullable } from './contract-dto';

describe('contract DTOs in OpenAPI', () => {
  it('documents a nullable field as nullable, never as an array', () => {
    expect(openApiNullable({ type: ['string', 'null'], maxLength: 5 })).toEqual({ type: 'string', maxLength: 5, nullable: true });
    expect(openApiNullable({ anyOf: [{ type: 'null' }, { type: 'string', format: 'date' }] })).toEqual({ type: 'string', format: 'date', nullable: true });
    expect(openApiNullable({ properties: { a: { type: ['integer', 'null'] } } })).toEqual({ properties: { a: { type: 'integer', nullable: true } } });
  });

  it('gives every property of a contract its documented type', () => {
    const Dto = contractDto(z.object({ name: textField(), day: dateField(), week: queryInt(1, 53), email: requiredEmail() }));
    const meta = (Dto as unknown as { _OPENAPI_METADATA_FACTORY(): { properties: Record<string, { type?: unknown; nullable?: boolean }> } })._OPENAPI_METADATA_FACTORY();
    const props = meta.properties ?? (meta as unknown as Record<string, { type?: unknown; nullable?: boolean }>);
    expect(props.name).toMatchObject({ type: 'string', nullable: true });
    expect(props.email).toMatchObject({ type: 'string', format: 'email' });
    expect(JSON.stringify(props)).not.toContain('"null"');
  });
});
