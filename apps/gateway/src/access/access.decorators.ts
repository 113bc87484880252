import { SetMetadata } from '@nestjs/common';
import type { AppAction, AppPath } from '@presently/contracts';
import type { SessionStateRule } from './access-decision';

export const SCREEN = 'presently:screen';
export const ACTION = 'presently:action';
export const ANY_MEMBER = 'presently:anyMember';
export const SESSION_STATE = 'presently:sessionState';

/** A member route serving this screen: the screen's rule in ACCESS_RULES decides which roles may call it. */
export const Screen = (path: AppPath): MethodDecorator & ClassDecorator => SetMetadata(SCREEN, path);

/**
 * A member route performing an action of a screen (`ACTION_RULES`): the action's rule decides, whatever
 * screen the controller serves, so the web offers the action to exactly the roles that may take it.
 */
export const Action = (action: AppAction): MethodDecorator => SetMetadata(ACTION, action);

/** A member route open to every role (terms accepted, no password change pending). */
export const AnyMember = (): MethodDecorator & ClassDecorator => SetMetadata(ANY_MEMBER, true);

/** Callable before the terms are accepted and while a password change is pending (the shell's own calls). */
export const AllowedBeforeTerms = (): MethodDecorator => SetMetadata(SESSION_STATE, 'beforeTerms' satisfies SessionStateRule);

/** The forced new-password dialog: callable only while the session requires a new password. */
export const ForcedPasswordChange = (): MethodDecorator => SetMetadata(SESSION_STATE, 'forcedPasswordChange' satisfies SessionStateRule);

/** The expired-password dialog: callable only while the session's password has expired. */
export const ExpiredPasswordChange = (): MethodDecorator => SetMetadata(SESSION_STATE, 'expiredPasswordChange' satisfies SessionStateRule);
