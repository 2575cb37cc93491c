/**
 * The shape of a locker code (20 letters or digits), in one place for every check of it: a
 * locker's code, and the code a locker item's id starts with (`<code>.<item id>`).
 */
const LOCKER_CODE_SHAPE = '[A-Za-z0-9]{20}';
const LOCKER_CODE = new RegExp(`^${LOCKER_CODE_SHAPE}$`);

/** A locker item's id: its locker's code, a dot, the item's row id (1 to 9 digits). */
export const LOCKER_ITEM_ID = new RegExp(`^(${LOCKER_CODE_SHAPE})\\.(\\d{1,9})$`);

/** Whether `code` has the form of a locker code (any other string names no locker). */
export const isLockerCode = (code: string): boolean => LOCKER_CODE.test(code);
