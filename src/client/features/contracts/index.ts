/**
 * The contracts feature: the contract application, signing, e-signing and verifying screens, and the
 * author's signed contracts. app/ loads the screens through the route table and the popup dialog the
 * signed-in frame shows through lazy.ts.
 */
export { default as SigningPage } from './SigningPage';
export { default as SignInfoPage } from './SignInfoPage';
export { default as MySignUpPage } from './MySignUpPage';
export { default as EsignPage } from './EsignPage';
export { default as VerifyPage } from './VerifyPage';
