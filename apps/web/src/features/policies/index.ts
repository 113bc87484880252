// What other features may use of the policies: their texts (registration shows them in dialogs).
export { CookiePolicyText, PrivacyPolicyText } from './PolicyTexts';
