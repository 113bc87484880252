// What other features may use of the language choice: the switcher and the chosen language.
export { LanguageSwitcher } from './LanguageSwitcher';
export { selectLanguage } from './languageSlice';
