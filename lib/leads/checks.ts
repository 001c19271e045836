/**
 * What a submit needs beyond the form itself: the phone library, the hashes for repeat detection
 * and enhanced conversions. One module the forms import on first focus, off the first load.
 */
export { phoneE164 } from "./phone";
export { leadFingerprint, rememberSent, sentRecently } from "./hash";
export { storeUserData, userDataHashes } from "../ads/enhanced-conversions";
