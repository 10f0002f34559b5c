export { createIcon, type IconComponent, type IconProps } from './create-icon';
export * from './icons';
export * from './extra-icons';
