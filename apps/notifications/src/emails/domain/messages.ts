import type { Lang } from '@presently/contracts';
import type { CodeOrLinkEmailKind } from './email-job';

/** The words of one kind of e-mail in one language. `validity` receives "10 minutes" in that language. */
export interface KindMessages {
  subject: string;
  intro: string;
  /** The intro naming the company, for e-mails that may carry one (invitations). */
  introWithCompany?: (company: string) => string;
  validity: (duration: string) => string;
  outro: string;
  /** The label of the button, for e-mails that carry a link. */
  action?: string;
}

export interface LanguageMessages {
  greeting: string;
  /** The greeting when the recipient's name is known. */
  namedGreeting: (name: string) => string;
  linkHint: string;
  footer: string;
  kinds: Record<CodeOrLinkEmailKind, KindMessages>;
}

export const PRODUCT_NAME = 'Presently';

export const MESSAGES: Record<Lang, LanguageMessages> = {
  en: {
    greeting: 'Hello,',
    namedGreeting: (name) => `Hello ${name},`,
    linkHint: 'If the button does not work, copy this link into your browser:',
    footer: `This is an automated message from ${PRODUCT_NAME}. Please do not reply to it.`,
    kinds: {
      'two-factor-code': {
        subject: `Your ${PRODUCT_NAME} sign-in code`,
        intro: `Use this code to finish signing in to ${PRODUCT_NAME}:`,
        validity: (d) => `The code is valid for ${d}. Never share it with anyone.`,
        outro: 'If you did not try to sign in, someone may know your password: change it and tell your administrator.',
      },
      'password-reset-code': {
        subject: `Your ${PRODUCT_NAME} password reset code`,
        intro: `We received a request to reset the password of your ${PRODUCT_NAME} account. Your reset code is:`,
        validity: (d) => `The code is valid for ${d}.`,
        outro: 'If you did not ask to reset your password, ignore this e-mail: your password stays unchanged.',
      },
      'email-verification': {
        subject: `Confirm your e-mail address for ${PRODUCT_NAME}`,
        intro: `Welcome to ${PRODUCT_NAME}! Confirm your e-mail address by opening this link:`,
        validity: (d) => `The link is valid for ${d}.`,
        outro: `If you did not create a ${PRODUCT_NAME} account, ignore this e-mail.`,
        action: 'Confirm e-mail address',
      },
      invitation: {
        subject: `You are invited to ${PRODUCT_NAME}`,
        intro: `You have been invited to ${PRODUCT_NAME}. Set your password by opening this link:`,
        introWithCompany: (company) => `You have been invited to join ${company} in ${PRODUCT_NAME}. Set your password by opening this link:`,
        validity: (d) => `The link is valid for ${d} and works only once.`,
        outro: 'Then sign in with this e-mail address and your new password. If you did not expect this invitation, ignore this e-mail.',
        action: 'Set password',
      },
    },
  },
  mk: {
    greeting: 'Здраво,',
    namedGreeting: (name) => `Здраво, ${name},`,
    linkHint: 'Ако копчето не работи, ископирајте ја оваа врска во вашиот прелистувач:',
    footer: `Ова е автоматска порака од ${PRODUCT_NAME}. Ве молиме не одговарајте на неа.`,
    kinds: {
      'two-factor-code': {
        subject: `Вашиот код за најава во ${PRODUCT_NAME}`,
        intro: `Користете го овој код за да ја завршите најавата во ${PRODUCT_NAME}:`,
        validity: (d) => `Кодот важи ${d}. Никогаш не го споделувајте со никого.`,
        outro: 'Ако не се обидовте да се најавите, некој можеби ја знае вашата лозинка: сменете ја и известете го вашиот администратор.',
      },
      'password-reset-code': {
        subject: `Вашиот код за ресетирање на лозинката во ${PRODUCT_NAME}`,
        intro: `Добивме барање за ресетирање на лозинката на вашата сметка во ${PRODUCT_NAME}. Вашиот код за ресетирање е:`,
        validity: (d) => `Кодот важи ${d}.`,
        outro: 'Ако не побаравте ресетирање на лозинката, занемарете ја оваа порака: вашата лозинка останува непроменета.',
      },
      'email-verification': {
        subject: `Потврдете ја вашата е-пошта за ${PRODUCT_NAME}`,
        intro: `Добредојдовте во ${PRODUCT_NAME}! Потврдете ја вашата адреса за е-пошта со отворање на оваа врска:`,
        validity: (d) => `Врската важи ${d}.`,
        outro: `Ако не отворивте сметка во ${PRODUCT_NAME}, занемарете ја оваа порака.`,
        action: 'Потврди ја е-поштата',
      },
      invitation: {
        subject: `Поканети сте во ${PRODUCT_NAME}`,
        intro: `Поканети сте во ${PRODUCT_NAME}. Поставете ја вашата лозинка со отворање на оваа врска:`,
        introWithCompany: (company) => `Поканети сте да се приклучите кон ${company} во ${PRODUCT_NAME}. Поставете ја вашата лозинка со отворање на оваа врска:`,
        validity: (d) => `Врската важи ${d} и може да се искористи само еднаш.`,
        outro: 'Потоа најавете се со оваа адреса за е-пошта и вашата нова лозинка. Ако не очекувавте покана, занемарете ја оваа порака.',
        action: 'Поставете лозинка',
      },
    },
  },
  bg: {
    greeting: 'Здравейте,',
    namedGreeting: (name) => `Здравейте, ${name},`,
    linkHint: 'Ако бутонът не работи, копирайте тази връзка в браузъра си:',
    footer: `Това е автоматично съобщение от ${PRODUCT_NAME}. Моля, не отговаряйте на него.`,
    kinds: {
      'two-factor-code': {
        subject: `Вашият код за вход в ${PRODUCT_NAME}`,
        intro: `Използвайте този код, за да завършите влизането в ${PRODUCT_NAME}:`,
        validity: (d) => `Кодът е валиден ${d}. Никога не го споделяйте с никого.`,
        outro: 'Ако не сте се опитвали да влезете, някой може да знае паролата ви: сменете я и уведомете администратора си.',
      },
      'password-reset-code': {
        subject: `Вашият код за възстановяване на паролата в ${PRODUCT_NAME}`,
        intro: `Получихме заявка за възстановяване на паролата на вашия акаунт в ${PRODUCT_NAME}. Вашият код за възстановяване е:`,
        validity: (d) => `Кодът е валиден ${d}.`,
        outro: 'Ако не сте поискали възстановяване на паролата, игнорирайте този имейл: паролата ви остава непроменена.',
      },
      'email-verification': {
        subject: `Потвърдете имейл адреса си за ${PRODUCT_NAME}`,
        intro: `Добре дошли в ${PRODUCT_NAME}! Потвърдете имейл адреса си, като отворите тази връзка:`,
        validity: (d) => `Връзката е валидна ${d}.`,
        outro: `Ако не сте създавали акаунт в ${PRODUCT_NAME}, игнорирайте този имейл.`,
        action: 'Потвърдете имейл адреса',
      },
      invitation: {
        subject: `Поканени сте в ${PRODUCT_NAME}`,
        intro: `Поканени сте в ${PRODUCT_NAME}. Задайте паролата си, като отворите тази връзка:`,
        introWithCompany: (company) => `Поканени сте да се присъедините към ${company} в ${PRODUCT_NAME}. Задайте паролата си, като отворите тази връзка:`,
        validity: (d) => `Връзката е валидна ${d} и може да се използва само веднъж.`,
        outro: 'След това влезте с този имейл адрес и новата си парола. Ако не сте очаквали покана, игнорирайте този имейл.',
        action: 'Задайте парола',
      },
    },
  },
};
