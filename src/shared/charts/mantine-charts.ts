/**
 * The one door to @mantine/charts: the wrappers import the charts from here, so the charts'
 * stylesheet comes with them and only with them — a page without a chart loads neither.
 */
import '@mantine/charts/styles.css';

export { AreaChart, BarChart, DonutChart, LineChart, MatrixChart } from '@mantine/charts';
