// The system module's parts other modules use: the new-password fields with the strength meter, and the captcha.
export { NewPasswordFields } from './components/NewPasswordFields.tsx';
export { PasswordStrengthMeter } from './components/PasswordStrengthMeter.tsx';
export { CaptchaField, useCaptchaDemand } from './components/CaptchaField.tsx';
