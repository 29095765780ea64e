/** The import module's public face: manuscript import routes. Uses the novel and chapter modules' doors. */
export { default as importRoutes } from './routes';
