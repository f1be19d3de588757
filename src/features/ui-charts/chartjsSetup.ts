/**
 * The parts of Chart.js this page draws with, registered once: never `chart.js/auto`, which brings
 * every controller, element, scale and plugin. A chart that needs another part adds it here.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  BubbleController,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  ScatterController,
  Tooltip,
} from 'chart.js'

ChartJS.register(
  // Controllers: one per chart type of the page (react-chartjs-2's typed components would register them too).
  LineController,
  BarController,
  RadarController,
  PolarAreaController,
  BubbleController,
  ScatterController,
  // Elements: what the controllers draw.
  LineElement,
  PointElement,
  BarElement,
  ArcElement,
  // Scales: categories and values on cartesian charts, the radial scale of radar and polar area.
  CategoryScale,
  LinearScale,
  RadialLinearScale,
  // Plugins: the area under a line, the legend, the tooltip.
  Filler,
  Legend,
  Tooltip,
)

export { ChartJS }
