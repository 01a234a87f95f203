/**
 * The sRGB ICC profile of the output intent (issue 12): every DeviceRGB value of the catalogue is
 * sRGB, and the output intent says so to print shops and PDF/A readers. This is the compact sRGB v4
 * profile libvips ships (480 bytes, by Clinton Ingram, released under CC0 1.0: its copyright tag
 * reads "CC0"), copied here because universal code reads no files.
 */
const SRGB_PROFILE_BASE64 =
  'AAAB4GxjbXMEIAAAbW50clJHQiBYWVogB+IAAwAUAAkADgAdYWNzcE1TRlQAAAAAc2F3c2N0cmwAAAAAAAAAAAAAAAAAAPbWAAEAAAAA0y1oYW5keem/Vlo+AbaDI4VVRvdPqgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAKZGVzYwAAAPwAAAAkY3BydAAAASAAAAAid3RwdAAAAUQAAAAUY2hhZAAAAVgAAAAsclhZWgAAAYQAAAAUZ1hZWgAAAZgAAAAUYlhZWgAAAawAAAAUclRSQwAAAcAAAAAgZ1RSQwAAAcAAAAAgYlRSQwAAAcAAAAAgbWx1YwAAAAAAAAABAAAADGVuVVMAAAAIAAAAHABzAFIARwBCbWx1YwAAAAAAAAABAAAADGVuVVMAAAAGAAAAHABDAEMAMAAAWFlaIAAAAAAAAPbWAAEAAAAA0y1zZjMyAAAAAAABDD8AAAXd///zJgAAB5AAAP2S///7of///aIAAAPcAADAcVhZWiAAAAAAAABvoAAAOPIAAAOPWFlaIAAAAAAAAGKWAAC3iQAAGNpYWVogAAAAAAAAJKAAAA+FAAC2xHBhcmEAAAAAAAMAAAACZmkAAPKnAAANWQAAE9AAAApb';

/** The profile's bytes, decoded once. */
export const SRGB_PROFILE: Uint8Array = Uint8Array.from(atob(SRGB_PROFILE_BASE64), (char) => char.charCodeAt(0));

/** How the output intent names the condition (ICC registry name of sRGB). */
export const SRGB_CONDITION = 'sRGB IEC61966-2.1';
