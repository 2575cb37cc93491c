/** A product and its decoration locations the customiser state's tests share. */
import type { LocationInfo } from './state';

export const locations: LocationInfo[] = [
  { name: 'right-chest', view: 'FRONT', contentTypes: ['UPLOADS', 'CUSTOM_TEXT'], width: 90, height: 90 },
  { name: 'Front Chest', view: 'FRONT', contentTypes: ['CUSTOM_TEXT'], width: 250, height: 80 },
  { name: 'leftChest', view: 'FRONT', contentTypes: ['UPLOADS'], width: 90, height: 90 },
  { name: 'back-name', view: 'BACK', contentTypes: ['PLAYER_NAME'], width: 250, height: 60 },
  { name: 'back-number', view: 'BACK', contentTypes: ['PLAYER_NUMBER'], width: 250, height: 250 },
  { name: 'sleeve', view: 'RIGHT', contentTypes: ['PLAYER_NUMBER'], width: 80, height: 80 },
];

export const product = {
  variants: [
    { id: 'v-red', color: { id: '13' } },
    { id: 'v-navy', color: { id: '19' } },
  ],
  designs: [{ id: 'd1' }, { id: 'd2' }],
  isSublimable: false,
};
