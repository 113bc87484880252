import { ACCESS_RULES, type Actor, Paths, roleSatisfies } from '@presently/contracts';
import { ForbiddenError } from '@presently/domain';

/** Templates and the register are /document-templates' (spec section 2: the administration guard); checked here too, as other callers may send. */
export function assertMayManageDocuments(actor: Actor): void {
  if (!roleSatisfies(ACCESS_RULES[Paths.documentTemplates], actor.roleId)) throw new ForbiddenError();
}
