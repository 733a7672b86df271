export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cardVariants } from "./card";
export type { CardProps, CardTitleProps } from "./card";
